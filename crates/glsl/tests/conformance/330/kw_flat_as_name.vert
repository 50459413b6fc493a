// expect: fail -- GLSL 3.30 section 3.6: `flat` is a keyword or reserved word here
#version 330 core
void main() {
    float flat = 1.0;
}
