package dolcevita

// EventTypes are the event types the codec knows, for the external tests.
var EventTypes = eventTypes
