#version 130
in vec3 pos;
out vec3 v;
flat out int id;
void main() {
    v = pos * 2.0;
    id = gl_VertexID;
    gl_Position = vec4(pos, 1.0);
}
// run: {"inputs": {"pos": [1, -1, 0.5], "gl_VertexID": 7}, "expect": {"v": [2, -2, 1], "id": 7, "gl_Position": [1, -1, 0.5, 1]}}
