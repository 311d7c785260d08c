package parser

// interpretStatements are what Interpret's steps say.
var interpretStatements = []Statement{}
