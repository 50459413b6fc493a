// expect: fail -- GLSL 1.30 section 3.6: `output` is a keyword or reserved word here
#version 130
void main() {
    float output = 1.0;
}
