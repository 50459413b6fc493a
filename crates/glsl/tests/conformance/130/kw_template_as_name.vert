// expect: fail -- GLSL 1.30 section 3.6: `template` is a keyword or reserved word here
#version 130
void main() {
    float template = 1.0;
}
