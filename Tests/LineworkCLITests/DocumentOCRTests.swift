import Foundation
import LineworkCodecs
import LineworkTestSupport
import Testing

/// Issue #16's acceptance test: the centerlines of a photographed document stay legible.
///
/// Each page in `Fixtures/documents` (written by `Scripts/make-document-pages`: several fonts
/// and sizes under a lighting gradient, a soft shadow, noise and blur) is read by tesseract
/// twice: as it is, and as `linework draw` renders its centerlines at the page's own size. The
/// rendering must keep at least 90 % of the original's character accuracy.
///
/// Character accuracy is max(0, 1 − d / n), where d is the Levenshtein distance (insertions,
/// deletions and substitutions of Swift `Character`s, each costing 1) between the normalised OCR
/// text and the normalised ground truth (`page-N.txt`), and n is the normalised truth's length.
/// Normalising collapses every run of whitespace (line breaks and tesseract's final form feed
/// included) to one space and trims both ends; case and punctuation are kept, so a lost comma or
/// a capital read as lower case costs a character.
@Suite(.heavy) struct DocumentOCRTests {
    /// The `linework draw` options under test (the page's `--max-dimension` and `--png` are
    /// added): centerlines of a locally (Sauvola) thresholded mask, each stroke drawn at the pen
    /// width the distance transform measures under it. Before both, `--lines centerline` (a
    /// global threshold at 0.5, one thin width) kept 0.32–0.81 of the pages' accuracy.
    static let drawFlags = ["--lines", "centerline", "--threshold", "adaptive", "--weight", "stroke"]

    /// tesseract's options, the same for the page and its rendering. `--psm 3` (automatic page
    /// segmentation, tesseract's default) is the only mode that reads the two-column page in
    /// column order: `--psm 4` and `6` join the columns' lines (page-3's accuracy 0.29 instead of
    /// 1.00). `thresholding_method=2` is tesseract 5's Sauvola binarisation: its default global
    /// Otsu loses the shadowed lines of the original pages (accuracy 0.43–0.95; with Sauvola
    /// 0.94–1.00), and the baseline should be OCR at its best. On the black-on-white renderings
    /// the two methods read within 0.04 of each other. `OMP_THREAD_LIMIT=1` keeps each
    /// tesseract to one thread.
    static let tesseractOptions = ["--psm", "3", "-c", "thresholding_method=2"]

    /// Rendered accuracy must reach this share of the original's.
    static let requiredShare = 0.9

    static let tesseract = CLI.programOnPath("tesseract")

    static let documents = CLI.packageRoot.appendingPathComponent("Tests/LineworkCLITests/Fixtures/documents")

    /// The committed pages' stems (page-1, page-2, …).
    static let pages: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: documents.path)) ?? [])
        .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()

    @Test func everyPageHasItsGroundTruth() {
        #expect(Self.pages.count == 4, "\(Self.pages)")
        for page in Self.pages {
            #expect(FileManager.default.fileExists(atPath: Self.documents.appendingPathComponent(page + ".txt").path), "\(page)")
        }
    }

    @Test(.enabled(if: tesseract != nil, "tesseract is not installed (apt-get install tesseract-ocr)"),
          arguments: pages)
    func centerlinesKeepTheOCRAccuracyOfThePage(_ page: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Self.documents.appendingPathComponent(page + ".png")
        let truth = try String(contentsOf: Self.documents.appendingPathComponent(page + ".txt"), encoding: .utf8)
        let decoded = try ImageDecoder().decode(path: original.path)
        let rendered = folder.appendingPathComponent(page + "-centerline.png")
        let draw = try CLI.run(["draw", original.path] + Self.drawFlags
            + ["--max-dimension", "\(max(decoded.width, decoded.height))", "--png", rendered.path])
        try #require(draw.status == 0, "linework draw \(page): \(draw.stderr)")

        let originalAccuracy = Self.characterAccuracy(of: try Self.ocr(original), against: truth)
        let renderedAccuracy = Self.characterAccuracy(of: try Self.ocr(rendered), against: truth)
        let figures = String(format: "original %.4f, rendered %.4f (%.3f of it; needs %.2f)", originalAccuracy,
                             renderedAccuracy, renderedAccuracy / max(originalAccuracy, 1e-9), Self.requiredShare)
        print("DocumentOCR \(page): \(figures) with draw \(Self.drawFlags.joined(separator: " "))")
        // A page OCR cannot read proves nothing about its rendering.
        #expect(originalAccuracy >= 0.9, "\(page): tesseract reads the original page at \(originalAccuracy)")
        #expect(renderedAccuracy >= Self.requiredShare * originalAccuracy,
                "\(page): rendered \(renderedAccuracy) < \(Self.requiredShare) × original \(originalAccuracy)")
    }

    @Test func accuracyCountsEditsOnTheNormalisedText() {
        #expect(Self.normalised("  Two\n\nlines,\tone  page.\u{0C}") == "Two lines, one page.")
        #expect(Self.characterAccuracy(of: "a  cat\n", against: "a cat") == 1)
        #expect(Self.characterAccuracy(of: "A cat", against: "a cat") == 0.8)  // case counts
        #expect(Self.characterAccuracy(of: "a ct.", against: "a cat") == 0.6)  // one deletion, one insertion
        #expect(Self.characterAccuracy(of: "", against: "a cat") == 0)
        #expect(Self.characterAccuracy(of: "a long wrong reading", against: "a cat") == 0)
    }

    /// tesseract's text for the image at `url`.
    static func ocr(_ url: URL) throws -> String {
        let run = try CLI.run([url.path, "stdout"] + tesseractOptions, program: try #require(tesseract),
                              environment: ["OMP_THREAD_LIMIT": "1"])
        try #require(run.status == 0 && !run.signalled, "tesseract \(url.lastPathComponent): \(run.stderr)")
        return run.stdout
    }

    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func characterAccuracy(of reading: String, against truth: String) -> Double {
        let a = Array(normalised(reading)), b = Array(normalised(truth))
        guard !b.isEmpty else { return a.isEmpty ? 1 : 0 }
        // Levenshtein distance by the two-row dynamic programme, O(|a| · |b|) time.
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for (i, character) in a.enumerated() {
            current[0] = i + 1
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (character == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return max(0, 1 - Double(previous[b.count]) / Double(b.count))
    }
}
