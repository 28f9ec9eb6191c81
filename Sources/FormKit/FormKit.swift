// The umbrella module: `import FormKit` brings in every capability.
@_exported import PhoneNumbers
@_exported import Sampling
@_exported import Suggestions
@_exported import TextInput
@_exported import Timestamps
