import LineworkCore
import LineworkImage

/// The people of a photo (`PersonCue.people(in:faces:)`): the person mask kept where a person
/// was found, and one box a person.
public struct PersonRegions: Sendable, Equatable {
    /// Probabilities in [0, 1] at the photo's size, top row first; 0 outside the people's regions.
    public var mask: FloatImage
    /// One box a person, Vision's normalised lower-left coordinates, largest first.
    public var boxes: [NormalizedRect]

    /// Creates the regions from a mask and the people's boxes.
    public init(mask: FloatImage, boxes: [NormalizedRect]) {
        self.mask = mask
        self.boxes = boxes
    }
}
