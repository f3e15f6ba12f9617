import Testing

@testable import LineworkImage

struct LuminanceTests {
    @Test func matchesOpenCVFixedPointRec601() {
        // cv2.cvtColor(…, COLOR_RGB2GRAY) with opencv-python-headless 5.0.0.93. (169, 68, 18) is
        // 92.499 in exact arithmetic: OpenCV 5 gives 93, OpenCV 4's 14-bit weights gave 92.
        let rgb = Image<UInt8>(validWidth: 6, height: 1, channels: 3,
                               samples: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 12, 200, 99, 169, 68, 18])
        #expect(Luminance.gray(rgb).samples == [76, 150, 29, 255, 132, 93])
    }

    @Test func grayPassesThrough() {
        let gray = Image<UInt8>(validWidth: 2, height: 1, samples: [3, 250])
        #expect(Luminance.gray(gray) == gray)
    }

    @Test func sixteenBitUnitLuminanceUsesAllBits() {
        let pixels = PixelBuffer.uint16(Image(validWidth: 2, height: 1, samples: [1, 65535]))
        #expect(Luminance.grayUnit(pixels).samples == [1 / 65535, 1])
        #expect(Luminance.gray(pixels).samples == [0, 255])
    }
}

struct AlphaCompositingTests {
    @Test func transparentIsWhiteAndOpaqueIsUnchanged() {
        let grayAlpha = Image<UInt8>(validWidth: 3, height: 1, channels: 2, samples: [0, 0, 0, 255, 100, 128])
        // 100·128 + 255·127 = 45185; (45185 + 127) / 255 = 177
        #expect(AlphaCompositing.overWhite(grayAlpha).samples == [255, 0, 177])
        let rgba = Image<UInt16>(validWidth: 1, height: 1, channels: 4, samples: [0, 65535, 1000, 0])
        #expect(AlphaCompositing.overWhite(rgba).samples == [65535, 65535, 65535])
    }
}
