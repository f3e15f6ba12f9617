import Foundation
import LineworkCore
import Testing

/// `ContractJSONEncoder` writes what the contract has always looked like: keys in declaration
/// order, dictionaries sorted, `nil` left out unless encoded explicitly, pixel points as
/// integers, one element per line in the top-level object's arrays of objects.
struct ContractJSONEncoderTests {
    struct Row: Codable, Equatable {
        var name: String
        var points: [DocumentPoint]
        var note: String?
    }

    struct Document: Codable, Equatable {
        var zebra: Int
        var alpha: Double
        var rows: [Row]
        var numbers: [Int]
        var seconds: [String: Double]
        var missing: Double?
        var text: String
    }

    /// A type that writes `null` on purpose, and a nested container.
    struct Explicit: Encodable {
        var parent: Int?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ContractKey.self)
            try container.encode(parent, forKey: ContractKey(stringValue: "parent")!)
            var nested = container.nestedContainer(keyedBy: ContractKey.self, forKey: ContractKey(stringValue: "inner")!)
            try nested.encode(1.5, forKey: ContractKey(stringValue: "a")!)
            var list = container.nestedUnkeyedContainer(forKey: ContractKey(stringValue: "list")!)
            try list.encode(true)
            try list.encodeNil()
            try container.encode("after", forKey: ContractKey(stringValue: "last")!)
        }
    }

    struct ContractKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test func writesTheContractsLayout() throws {
        let document = Document(
            zebra: 3, alpha: 0.5,
            rows: [Row(name: "a", points: [DocumentPoint(x: 1, y: 2), DocumentPoint(x: 1.5, y: 2)]),
                   Row(name: "q\"\n", points: [], note: "n")],
            numbers: [1, 2], seconds: ["trace": 0.25, "decode": 1], missing: nil, text: "t")
        let text = try ContractJSONEncoder().encode(document)
        #expect(text == """
            {"zebra":3,"alpha":0.5,"rows":[
            {"name":"a","points":[[1,2],[1.5,2.0]]},
            {"name":"q\\"\\n","points":[],"note":"n"}
            ],"numbers":[1,2],"seconds":{"decode":1.0,"trace":0.25},"text":"t"}

            """)
        #expect(try JSONDecoder().decode(Document.self, from: Data(text.utf8)) == document)
    }

    /// A class hierarchy's `superEncoder()` writes "super" even when the coding keys have no
    /// such case (it used to force-unwrap `Key(stringValue: "super")`).
    class Base: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ContractKey.self)
            try container.encode(1, forKey: ContractKey(stringValue: "base")!)
        }
    }

    final class Derived: Base {
        enum Keys: String, CodingKey { case own }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(2, forKey: .own)
            try super.encode(to: container.superEncoder())
        }
    }

    @Test func superEncoderNeedsNoSuperKey() throws {
        #expect(try ContractJSONEncoder().encode(Derived()) == #"{"own":2,"super":{"base":1}}"# + "\n")
    }

    @Test func explicitNullsAndNestedContainersCloseInOrder() throws {
        #expect(try ContractJSONEncoder().encode(Explicit(parent: nil))
                == #"{"parent":null,"inner":{"a":1.5},"list":[true,null],"last":"after"}"# + "\n")
        #expect(try ContractJSONEncoder().encode([Double.nan, 2]) == "[null,2.0]\n")
    }
}
