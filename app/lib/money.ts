// The money rules live beside the contract, so that the API's mails format amounts as the pages do.
export * from "@contract/money";
