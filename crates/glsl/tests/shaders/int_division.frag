#version 130
flat in ivec2 ab;
out ivec4 q;
void main() {
    q = ivec4(ab.x / ab.y, -ab.x / ab.y, ab.x % ab.y, (ab.x / ab.y) * ab.y);
}
// run: {"inputs": {"ab": [7, 2]}, "expect": {"q": [3, -3, 1, 6]}}
