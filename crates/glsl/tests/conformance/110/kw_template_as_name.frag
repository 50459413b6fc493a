// expect: fail -- GLSL 1.10 section 3.6: `template` is a keyword or reserved word here
#version 110
void main() {
    float template = 1.0;
}
