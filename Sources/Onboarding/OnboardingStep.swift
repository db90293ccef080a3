/// A step supplied from code, in the spirit of a white-label onboarding view that
/// signals when it is done.
///
/// The engine calls ``didBecomeCurrent(_:)`` each time the step is shown; the step (or the
/// screen it drives) later calls ``StepContext/complete()`` or ``StepContext/skip()``.
/// ``StepDescriptor`` itself conforms, so stock steps can be registered as bare descriptors.
public protocol OnboardingStep<Environment> {
    /// The app-supplied value eligibility predicates look at.
    associatedtype Environment
    /// Identity, order, version and rules of the step.
    var descriptor: StepDescriptor<Environment> { get }
    /// Called when the step becomes the current one. The default does nothing.
    func didBecomeCurrent(_ context: StepContext)
}

extension OnboardingStep {
    /// Does nothing: most steps are driven by their screen, not by the engine.
    public func didBecomeCurrent(_ context: StepContext) {}
}

extension StepDescriptor: OnboardingStep {
    /// The descriptor itself.
    public var descriptor: StepDescriptor<Environment> { self }
}
