// expect: fail -- GLSL 1.40 section 3.6: `using` is a keyword or reserved word here
#version 140
void main() {
    float using = 1.0;
}
