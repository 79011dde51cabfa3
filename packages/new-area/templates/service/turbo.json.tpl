{
  "$schema": "https://turbo.build/schema.json",
  "extends": [
    "//"
  ],
  "tasks": {
    "test": {
      "env": [
        "DATABASE_URL"
      ]
    }
  }
}
