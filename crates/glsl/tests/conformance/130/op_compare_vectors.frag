// expect: fail -- GLSL 1.30 section 5.1: < > compare scalars only (use lessThan)
#version 130
void main() {
    bool a = vec2(1.0) < vec2(2.0);
}
