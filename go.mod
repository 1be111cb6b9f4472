module github.com/confirmd/confirmd

go 1.26.8

require github.com/nyaruka/phonenumbers v1.8.1

require (
	github.com/stretchr/testify v1.12.1 // indirect
	golang.org/x/text v0.43.0 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
