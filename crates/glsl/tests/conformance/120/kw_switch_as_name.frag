// expect: fail -- GLSL 1.20 section 3.6: `switch` is a keyword or reserved word here
#version 120
void main() {
    float switch = 1.0;
}
