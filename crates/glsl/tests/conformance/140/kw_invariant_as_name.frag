// expect: fail -- GLSL 1.40 section 3.6: `invariant` is a keyword or reserved word here
#version 140
void main() {
    float invariant = 1.0;
}
