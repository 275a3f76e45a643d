import DentLSP
import Testing

@Suite struct JSONValueTests {
    let value: JSONValue = ["name": "dent", "count": 3, "ratio": 0.5, "whole": 4.0, "on": true, "list": [1, "two"], "none": nil]

    @Test func typedAccessorsReadTheirKindOnly() {
        #expect(value["name"]?.string == "dent")
        #expect(value["count"]?.int == 3)
        #expect(value["count"]?.string == nil)
        #expect(value["ratio"]?.double == 0.5)
        #expect(value["ratio"]?.int == nil)
        #expect(value["whole"]?.int == 4)
        #expect(value["count"]?.double == 3)
        #expect(value["on"]?.bool == true)
        #expect(value["list"]?[1]?.string == "two")
        #expect(value["list"]?[2] == nil)
        #expect(value["list"]?[-1] == nil)
        #expect(value["list"]?.array?.count == 2)
        #expect(value["none"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["name"]?["x"] == nil)
        #expect(value[0] == nil)
        #expect(value.object?.count == 7)
    }

    @Test func settingAMemberReplacesItInPlaceOrAppends() {
        var object = JSONObject([("a", 1), ("b", 2)])
        object["a"] = 10
        object["c"] = 3
        #expect(object.keys == ["a", "b", "c"])
        #expect(object.values == [10, 2, 3])
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        object.append("a", 11)
        #expect(object["a"] == 11)
        object["a"] = nil
        #expect(object.keys == ["c"])
    }

    @Test func dictionaryLiteralsKeepTheirOrder() {
        let literal: JSONValue = ["z": 1, "a": 2, "m": 3]
        #expect(literal.object?.keys == ["z", "a", "m"])
    }
}
