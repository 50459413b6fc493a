// expect: fail -- GLSL 1.30 section 3.6: `flat` is a keyword or reserved word here
#version 130
void main() {
    float flat = 1.0;
}
