// expect: fail -- GLSL 1.40 section 3.6: `active` is a keyword or reserved word here
#version 140
void main() {
    float active = 1.0;
}
