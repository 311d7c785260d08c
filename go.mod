module urlplayground

go 1.26.8

require github.com/maxence-charriere/go-app/v9 v9.8.0

require github.com/google/uuid v1.3.0 // indirect
