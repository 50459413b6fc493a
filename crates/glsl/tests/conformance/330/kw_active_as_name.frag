// expect: fail -- GLSL 3.30 section 3.6: `active` is a keyword or reserved word here
#version 330 core
void main() {
    float active = 1.0;
}
