// expect: fail -- GLSL 1.30 section 3.6: `inout` is a keyword or reserved word here
#version 130
void main() {
    float inout = 1.0;
}
