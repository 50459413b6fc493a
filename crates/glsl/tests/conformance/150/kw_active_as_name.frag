// expect: fail -- GLSL 1.50 section 3.6: `active` is a keyword or reserved word here
#version 150 core
void main() {
    float active = 1.0;
}
