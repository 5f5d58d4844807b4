export { containsPattern, searchText } from '../../platform/like.js';
