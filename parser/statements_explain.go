package parser

// explainStatements are what the codes' legend and the derivation's
// labelled steps say.
var explainStatements = []Statement{}
