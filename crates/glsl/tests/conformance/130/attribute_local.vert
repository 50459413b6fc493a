// expect: fail -- GLSL 1.30 section 4.3.4: attributes are declared at global scope only
#version 130
void main() {
    attribute vec4 p;
}
