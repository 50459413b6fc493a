// expect: fail -- GLSL 1.20 section 3.6: `invariant` is a keyword or reserved word here
#version 120
void main() {
    float invariant = 1.0;
}
