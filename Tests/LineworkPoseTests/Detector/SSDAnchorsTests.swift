import LineworkPose
import Testing

@Suite struct SSDAnchorsTests {
    let anchors = SSDAnchorOptions.blazePose.anchors()

    @Test func blazePoseHasTheDetectorsBoxCount() {
        // 28² × 2 (stride 8) + 14² × 2 (stride 16) + 7² × 6 (three stride-32 layers stacked).
        #expect(anchors.count == 2254)
    }

    @Test func anchorsAreUnitSizedCellCentresInOutputOrder() {
        #expect(anchors[0] == SSDAnchor(xCenter: 0.5 / 28, yCenter: 0.5 / 28, width: 1, height: 1))
        // Two anchors per cell on the first map, then the next column.
        #expect(anchors[1] == anchors[0])
        #expect(anchors[2].xCenter == 1.5 / 28 && anchors[2].yCenter == 0.5 / 28)
        // The stride-16 map starts after 28 × 28 × 2 anchors.
        #expect(anchors[1568] == SSDAnchor(xCenter: 0.5 / 14, yCenter: 0.5 / 14, width: 1, height: 1))
        // The stacked stride-32 maps: six anchors per cell, the last one at the bottom-right cell.
        #expect(anchors[1960] == SSDAnchor(xCenter: 0.5 / 7, yCenter: 0.5 / 7, width: 1, height: 1))
        #expect(anchors[1965] == anchors[1960])
        #expect(anchors[2253] == SSDAnchor(xCenter: 6.5 / 7, yCenter: 6.5 / 7, width: 1, height: 1))
    }

    @Test func variableSizeAnchorsFollowTheScaleRamp() {
        var options = SSDAnchorOptions.blazePose
        options.fixedAnchorSize = false
        options.strides = [32]
        options.minScale = 0.2
        options.maxScale = 0.6
        options.interpolatedScaleAspectRatio = 0
        let anchors = options.anchors()
        // One layer: the middle of the scale range, one anchor per cell of the 7 × 7 map.
        #expect(anchors.count == 49)
        #expect(abs(anchors[0].width - 0.4) < 1e-6 && abs(anchors[0].height - 0.4) < 1e-6)
    }
}
