// expect: fail -- GLSL 1.20 section 3.6: `template` is a keyword or reserved word here
#version 120
void main() {
    float template = 1.0;
}
