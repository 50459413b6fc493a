// expect: fail -- GLSL 1.50 section 3.6: `template` is a keyword or reserved word here
#version 150 core
void main() {
    float template = 1.0;
}
