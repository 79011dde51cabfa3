{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "types": [
      "node",
      "@testing-library/jest-dom"
    ]
  },
  "include": [
    "src",
    "*.ts",
    "e2e"
  ]
}
