// expect: compile -- GLSL 1.50 section 8: `matrixCompMult` is a built-in function in every version
#version 150 core
void main() {
    float r = matrixCompMult(mat2(1.0), mat2(2.0))[0][0];
}
