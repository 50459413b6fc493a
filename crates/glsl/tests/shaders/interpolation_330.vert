#version 330 core
layout(location = 3) in vec4 pos;
layout(location = 0) in float id;
flat out int vid;
smooth out vec2 uv;
noperspective out float depth;
centroid out vec3 normal;
void main() {
    vid = int(id) * 2;
    uv = pos.xy;
    depth = pos.z;
    normal = vec3(0.0, 0.0, 1.0);
    gl_Position = pos;
}
// run: {"inputs": {"pos": [1, 2, 3, 1], "id": 4}, "expect": {"vid": 8, "uv": [1, 2], "depth": 3, "normal": [0, 0, 1]}}
