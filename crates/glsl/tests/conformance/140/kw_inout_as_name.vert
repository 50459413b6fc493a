// expect: fail -- GLSL 1.40 section 3.6: `inout` is a keyword or reserved word here
#version 140
void main() {
    float inout = 1.0;
}
