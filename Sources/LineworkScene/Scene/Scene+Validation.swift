import LineworkCore

/// Argument checks at the public boundary: a scene that passes renders without Cairo errors.
extension Scene {
    /// Layer ids the SVG backend uses for its own groups.
    static let reservedLayerIDs: Set<String> = ["background", "annotations"]

    /// Checks every number, colour, id and overlay.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the first bad value by its path in the
    ///   scene (`width`, `canvas.scale`, `layers[2].paths[0].style.opacity` …) and what is allowed.
    package func validate() throws {
        for (name, side) in [("width", width), ("height", height)] where !(1...1_000_000).contains(side) {
            throw invalid(name, "\(side)", "must be 1…1000000 pixels")
        }
        try validateCanvas()
        switch background {
        case .transparent, .white, .paper: break
        case .color(let color): try check(color, "background.color")
        case .photo(_, let fade):
            guard fade.isFinite, (0...1).contains(fade) else {
                throw invalid("background.fade", "\(fade)", "must be in 0…1 (0 = photo as is, 1 = white)")
            }
        }
        var seen: Set<String> = []
        for (l, layer) in layers.enumerated() {
            guard Self.isValidLayerID(layer.id), !Self.reservedLayerIDs.contains(layer.id) else {
                throw invalid("layers[\(l)].id", layer.id, "must be letters, digits, '_' or '-', not starting with a digit "
                              + "or '-', and not 'background' or 'annotations'")
            }
            guard seen.insert(layer.id).inserted else {
                throw invalid("layers[\(l)].id", layer.id, "is used by two layers; ids must be unique")
            }
            for (p, path) in layer.paths.enumerated() { try validate(path, at: "layers[\(l)].paths[\(p)]") }
        }
        for (o, overlay) in overlays.enumerated() { try validate(overlay, at: "overlays[\(o)]") }
    }

    private func validateCanvas() throws {
        switch canvas {
        case .imageSize(let scale):
            guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else {
                throw invalid("canvas.scale", "\(scale)", "must be in (0, \(Int(Canvas.maximumScale))]")
            }
        case .page(let page):
            let (w, h) = page.size.millimetres
            guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 5080, h <= 5080 else {
                throw invalid("page.size", "\(w)×\(h) mm", "each side must be in (0, 5080] mm")
            }
            let margin = page.marginMillimetres
            guard margin.isFinite, margin >= 0, 2 * margin < min(w, h) else {
                throw invalid("page.marginMillimetres", "\(margin) mm", "must be ≥ 0 and leave room on the page")
            }
            guard page.rasterDPI.isFinite, (10...1200).contains(page.rasterDPI) else {
                throw invalid("page.rasterDPI", "\(page.rasterDPI)", "must be in 10…1200")
            }
        }
    }

    /// - Parameter place: the path's place in the scene, `layers[l].paths[p]`, for the errors.
    private func validate(_ path: ScenePath, at place: String) throws {
        let style = path.style
        if let stroke = style.stroke { try check(stroke, "\(place).style.stroke") }
        if let fill = style.fill { try check(fill, "\(place).style.fill") }
        try check(style.width, "\(place).style.width")
        guard style.opacity.isFinite, (0...1).contains(style.opacity) else {
            throw invalid("\(place).style.opacity", "\(style.opacity)", "must be in 0…1")
        }
        for (s, subpath) in path.subpaths.enumerated() {
            guard subpath.start.isFinite, subpath.segments.allSatisfy(\.isFinite) else {
                throw invalid("\(place).subpaths[\(s)]", "non-finite coordinate", "coordinates must be finite numbers")
            }
        }
    }

    /// - Parameter place: the overlay's place in the scene, `overlays[o]`, for the errors.
    private func validate(_ overlay: Overlay, at place: String) throws {
        switch overlay {
        case .heatmap(let heatmap):
            guard heatmap.map.channels == 1 else {
                throw invalid("\(place).map", "\(heatmap.map.channels) channels", "must have one channel")
            }
            let opacity = heatmap.blend.opacity
            guard opacity.isFinite, (0...1).contains(opacity) else {
                throw invalid("\(place).blend", "opacity \(opacity)", "the opacity must be in 0…1")
            }
        case .boxes(let boxes):
            try check(boxes.color, "\(place).color")
            try check(boxes.lineWidth, "\(place).lineWidth")
            for (b, box) in boxes.boxes.enumerated() {
                let r = box.boundingBox
                guard [r.x, r.y, r.width, r.height].allSatisfy(\.isFinite), r.width >= 0, r.height >= 0 else {
                    throw invalid("\(place).boxes[\(b)].boundingBox", "\(r)", "must be finite with a non-negative size")
                }
            }
        case .pose(let pose):
            try check(pose.lineWidth, "\(place).lineWidth")
            try check(pose.jointRadius, "\(place).jointRadius")
            for (b, bone) in pose.skeleton.bones.enumerated() where !pose.skeleton.groupColors.indices.contains(bone.group) {
                throw invalid("\(place).skeleton.bones[\(b)].group", "\(bone.group)",
                              "must index the skeleton's \(pose.skeleton.groupColors.count) group colours")
            }
            for colour in pose.skeleton.groupColors { try check(colour, "\(place).skeleton.groupColors") }
            for (p, person) in pose.people.enumerated() {
                for (name, joint) in person.joints where !(joint.x.isFinite && joint.y.isFinite) {
                    throw invalid("\(place).people[\(p)].joints", name, "coordinates must be finite numbers")
                }
            }
        }
    }

    /// An XML-name-safe identifier without dots (the SVG backend derives ids `layer.N`).
    static func isValidLayerID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }

    private func check(_ color: Color, _ name: String) throws {
        guard color.isValid else {
            throw invalid(name, "\(color)", "components must be in 0…1")
        }
    }

    private func check(_ width: StrokeWidth, _ name: String) throws {
        guard width.value.isFinite, width.value >= 0, width.value <= 10_000 else {
            throw invalid(name, "\(width)", "must be in 0…10000")
        }
    }

    private func invalid(_ name: String, _ value: String, _ allowed: String) -> LineworkError {
        .invalidOption(name: name, value: value, allowed: allowed)
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

private extension ScenePoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

private extension PathSegment {
    var isFinite: Bool {
        switch self {
        case .line(let p): return p.isFinite
        case .cubic(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
        }
    }
}
