// expect: fail -- GLSL 1.50 section 3.6: `flat` is a keyword or reserved word here
#version 150 core
void main() {
    float flat = 1.0;
}
