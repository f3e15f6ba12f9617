import Testing

@testable import LineworkImage

struct OrientationTests {
    /// A 3×2 grid whose samples name their stored position: 10·row + column.
    let stored = Image<UInt8>(validWidth: 3, height: 2, samples: [0, 1, 2, 10, 11, 12])

    @Test func everyOrientationMapsToTheExpectedGrid() {
        let expected: [Orientation: (Int, Int, [UInt8])] = [
            .up: (3, 2, [0, 1, 2, 10, 11, 12]),
            .upMirrored: (3, 2, [2, 1, 0, 12, 11, 10]),
            .down: (3, 2, [12, 11, 10, 2, 1, 0]),
            .downMirrored: (3, 2, [10, 11, 12, 0, 1, 2]),
            .leftMirrored: (2, 3, [0, 10, 1, 11, 2, 12]),
            .right: (2, 3, [10, 0, 11, 1, 12, 2]),
            .rightMirrored: (2, 3, [12, 2, 11, 1, 10, 0]),
            .left: (2, 3, [2, 12, 1, 11, 0, 10]),
        ]
        for orientation in Orientation.allCases {
            let (w, h, samples) = expected[orientation]!
            #expect(orientation.apply(to: stored) == Image(validWidth: w, height: h, samples: samples), "\(orientation)")
        }
    }

    @Test func multiChannelPixelsMoveTogether() {
        let rgb = Image<UInt8>(validWidth: 2, height: 1, channels: 3, samples: [1, 2, 3, 4, 5, 6])
        #expect(Orientation.right.apply(to: rgb) == Image(validWidth: 1, height: 2, channels: 3, samples: [1, 2, 3, 4, 5, 6]))
        #expect(Orientation.upMirrored.apply(to: rgb) == Image(validWidth: 2, height: 1, channels: 3, samples: [4, 5, 6, 1, 2, 3]))
    }
}

struct ExifReaderTests {
    /// A minimal TIFF block with one IFD0 entry: tag 0x0112, type SHORT, count 1.
    func tiff(littleEndian: Bool, value: UInt16, type: UInt16 = 3) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] { littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) }
        let header: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        return header + u16(42) + u32(8) + u16(1) + u16(0x0112) + u16(type) + u32(1) + u16(value) + u16(0) + u32(0)
    }

    @Test func readsBothByteOrders() {
        for value in 1...8 {
            #expect(ExifReader.orientation(in: tiff(littleEndian: true, value: UInt16(value)))?.rawValue == value)
            #expect(ExifReader.orientation(in: tiff(littleEndian: false, value: UInt16(value)))?.rawValue == value)
        }
    }

    @Test func malformedBlocksAreIgnored() {
        #expect(ExifReader.orientation(in: []) == nil)
        #expect(ExifReader.orientation(in: tiff(littleEndian: true, value: 9)) == nil)
        #expect(ExifReader.orientation(in: tiff(littleEndian: true, value: 6, type: 4)) == nil)
        #expect(ExifReader.orientation(in: Array(tiff(littleEndian: true, value: 6).prefix(15))) == nil)
        var farOffset = tiff(littleEndian: true, value: 6)
        farOffset[4] = 0xFF; farOffset[5] = 0xFF; farOffset[6] = 0xFF; farOffset[7] = 0x7F
        #expect(ExifReader.orientation(in: farOffset) == nil)
    }
}
