// expect: fail -- GLSL 1.40 section 3.6: `output` is a keyword or reserved word here
#version 140
void main() {
    float output = 1.0;
}
