// expect: fail -- GLSL 1.10 section 3.6: `inout` is a keyword or reserved word here
#version 110
void main() {
    float inout = 1.0;
}
