// expect: fail -- GLSL 1.40 section 3.6: `template` is a keyword or reserved word here
#version 140
void main() {
    float template = 1.0;
}
