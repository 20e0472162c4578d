package dolcevita

// EventKinds are the event kinds the codec knows, for the external tests.
var EventKinds = eventKinds[:]
