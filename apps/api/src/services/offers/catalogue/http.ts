// The catalogue's cached answers are built and sent by the shared helpers of lib/ (the content
// cache uses them too, decision 0034).
export {
  type CachedAnswer,
  type CompressionEffort,
  errorAnswer,
  okAnswer,
  sendAnswer,
} from "../../../lib/cached-answer";
