import PhonePlanBundle
import PhonePlanData

/// The numbering-plan bundle compiled into the library (the PhonePlanData target, written by
/// scripts/regenerate-metadata), read in place.
enum BuiltInPlans {
    /// The built-in bundle's bytes, which live as long as the program.
    static var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: formkit_plan_bundle_bytes(), count: Int(formkit_plan_bundle_length()))
    }

    /// A store over the built-in bundle. The bundle is checked like any other; stage 27 and the tests
    /// check it equals a fresh build, so a fault here is a broken build, not bad input.
    static func store() -> MetadataStore {
        do {
            return MetadataStore(bundle: try PlanBundle(staticBytes: bytes))
        } catch {
            preconditionFailure("the built-in numbering-plan bundle is damaged: \(error)")
        }
    }
}
