import LineworkImage

/// Heatmaps, boxes and pose skeletons.
extension SceneDrawer {
    /// Upsamples the map to the source size (bilinear, aligned pixel centres), colour-maps it
    /// and blends it over the source rectangle.
    func draw(_ heatmap: HeatmapOverlay) throws {
        let map = heatmap.map.resizedBilinear(validWidth: scene.width, height: scene.height)
        let op: CairoContext.Operator
        var valueAlpha = false
        switch heatmap.blend {
        case .alpha: op = .over
        case .valueAlpha: (op, valueAlpha) = (.over, true)
        case .hue: op = .hslHue
        case .color: op = .hslColor
        }
        let opacity = heatmap.blend.opacity
        let pixels = PixelConversion.colorMapped(map, heatmap.colorMap, valueAlpha: valueAlpha, maximumAlpha: opacity)
        let surface = try CairoSurface.image(width: map.width, height: map.height, premultipliedARGB: pixels)
        paintImage(surface, width: map.width, height: map.height, alpha: valueAlpha ? 1 : opacity, operator: op)
    }

    /// Each box stroked inside its rectangle, then its confidence tag.
    func draw(_ overlay: BoxOverlay) {
        let lineWidth = scenePixels(overlay.lineWidth)
        context.save()
        layout.applySceneTransform(to: context)
        for box in overlay.boxes {
            let r = box.boundingBox.sceneRect(imageWidth: scene.width, imageHeight: scene.height)
            // Inset by half the stroke so the outer edge of the ink is the reported rectangle.
            let inset = min(lineWidth / 2, r.width / 2, r.height / 2)
            context.rectangle(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset)
            context.setSource(overlay.color)
            context.setLineWidth(lineWidth)
            context.setLineJoin(.miter)
            context.stroke()
            if overlay.showsConfidence, let confidence = box.confidence {
                drawTag(Self.format(confidence), at: ScenePoint(r.x, r.y), color: overlay.color)
            }
        }
        context.restore()
    }

    /// A filled tag with `text`, its top-left corner at `corner` (scene coordinates; the
    /// context is already in scene space). Text size is 2.8 % of the longer image side, at
    /// least 9 px, so labels read at any resolution.
    private func drawTag(_ text: String, at corner: ScenePoint, color: Color) {
        context.setLabelFont(size: max(9, 0.028 * Double(max(scene.width, scene.height))))
        let metrics = context.measure(text)
        let pad = (metrics.ascent + metrics.descent) * 0.25
        context.rectangle(corner.x, corner.y, metrics.width + 2 * pad, metrics.ascent + metrics.descent + 2 * pad)
        context.setSource(color)
        context.fill()
        // Black on light colours, white on dark ones.
        context.setSource(color.luma > 0.5 ? Color.ink : Color.white)
        context.show(text, at: ScenePoint(corner.x + pad, corner.y + pad + metrics.ascent))
    }

    /// Bones, then joint dots, for every person.
    func draw(_ overlay: PoseOverlay) {
        let lineWidth = scenePixels(overlay.lineWidth)
        let radius = scenePixels(overlay.jointRadius)
        let skeleton = overlay.skeleton
        // A joint's colour: that of the first bone naming it (white for joints no bone names).
        var jointColors: [String: Color] = [:]
        for bone in skeleton.bones {
            for name in [bone.from, bone.to] where jointColors[name] == nil {
                jointColors[name] = skeleton.groupColors[bone.group]
            }
        }
        context.save()
        layout.applySceneTransform(to: context)
        context.setLineCap(.round)
        for person in overlay.people {
            var points: [String: ScenePoint] = [:]
            for (name, joint) in person.joints where joint.confidence >= overlay.minimumConfidence {
                points[name] = scenePoint(normalizedX: joint.x, y: joint.y, imageWidth: scene.width,
                                          imageHeight: scene.height)
            }
            for bone in skeleton.bones {
                guard let a = points[bone.from], let b = points[bone.to] else { continue }
                context.move(to: a)
                context.line(to: b)
                context.setSource(skeleton.groupColors[bone.group])
                context.setLineWidth(lineWidth)
                context.stroke()
            }
            // Sorted: dictionary order differs between runs, and output must not.
            for name in points.keys.sorted() {
                context.circle(points[name]!, radius: radius)
                context.setSource(jointColors[name] ?? .white)
                context.fill(preserve: true)
                context.setSource(.white)
                context.setLineWidth(radius * 0.4)
                context.stroke()
            }
        }
        context.restore()
    }

    /// A confidence as text with two decimals, "0.87" (no Foundation, no locale).
    static func format(_ confidence: Double) -> String {
        let hundredths = Int((min(max(confidence, 0), 1) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
