// expect: fail -- GLSL 1.30 section 3.6: `active` is a keyword or reserved word here
#version 130
void main() {
    float active = 1.0;
}
