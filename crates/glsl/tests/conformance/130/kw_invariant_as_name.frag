// expect: fail -- GLSL 1.30 section 3.6: `invariant` is a keyword or reserved word here
#version 130
void main() {
    float invariant = 1.0;
}
