// expect: fail -- GLSL 1.20 section 3.6: `inout` is a keyword or reserved word here
#version 120
void main() {
    float inout = 1.0;
}
