import LineworkImage
import Testing

@testable import LineworkPens

/// `WeightedKMeans` on literal Lab colours: clusters, weights and fewer distinct colours than k.
struct WeightedKMeansTests {
    static let red = CIELab(l: 50, a: 70, b: 50)
    static let blue = CIELab(l: 30, a: 20, b: -70)

    /// Two tight groups in two clusters: each group's samples share a centre, the groups do not,
    /// and each centre is its group's weighted mean.
    @Test func twoGroupsGiveTwoClustersAtTheirWeightedMeans() {
        let samples: [(colour: CIELab, weight: Double)] = [
            (CIELab(l: 50, a: 70, b: 50), 1), (CIELab(l: 52, a: 70, b: 50), 3),
            (CIELab(l: 30, a: 20, b: -70), 2), (CIELab(l: 30, a: 24, b: -70), 2),
        ]
        let clusters = WeightedKMeans(samples, k: 2)
        let a = clusters.assignments
        #expect(clusters.centres.count == 2)
        #expect(a[0] == a[1] && a[2] == a[3] && a[0] != a[2], "\(a)")
        let warm = clusters.centres[a[0]], cool = clusters.centres[a[2]]
        #expect(abs(warm.l - 51.5) < 1e-9 && abs(warm.a - 70) < 1e-9)
        #expect(abs(cool.a - 22) < 1e-9 && abs(cool.b + 70) < 1e-9)
    }

    /// Fewer distinct colours than k: as many centres as colours.
    @Test func fewerColoursThanClustersGiveFewerCentres() {
        let clusters = WeightedKMeans([(Self.red, 1), (Self.red, 2), (Self.blue, 1)], k: 4)
        #expect(clusters.centres.count == 2)
        #expect(clusters.assignments[0] == clusters.assignments[1])
    }

    /// The same samples always give the same pens (the seeding's generator is fixed).
    @Test func isDeterministic() {
        let samples = (0..<40).map { i -> (colour: CIELab, weight: Double) in
            let (l, a, b) = (Double(i % 7) * 10, Double(i % 5) * 9 - 20, Double(i % 3) * 15)
            return (CIELab(l: l, a: a, b: b), Double(i % 4) + 1)
        }
        let first = WeightedKMeans(samples, k: 3), second = WeightedKMeans(samples, k: 3)
        #expect(first.assignments == second.assignments && first.centres == second.centres)
    }
}
